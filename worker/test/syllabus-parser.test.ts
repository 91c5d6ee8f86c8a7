import { describe, expect, it } from 'vitest';
import { parseSyllabus } from '../ingest/syllabus';

const biology101 = `BIOL 101: Introduction to Biology
Fall 2025 — Dr. Rosalind Franklin

Course Description
This course introduces the principles of modern biology.

Learning Objectives
By the end of this course, students will be able to:
1. Describe the structure and function of prokaryotic and eukaryotic cells.
2. Explain how energy flows through photosynthesis and cellular respiration.
3. Apply Mendelian genetics to predict inheritance patterns.

Course Schedule
Week 1: Introduction to Cells (Ch. 1)
Week 2: Cell Membranes and Transport
Week 3: Cellular Respiration - read Ch. 7
Week 4: Photosynthesis
Week 5: Midterm Exam
Week 6: Mendelian Genetics
Week 7: DNA Replication

Grading
Homework 20%
Lab reports 15%
Midterm exam 25%
Final exam 40%

Exams
The midterm exam is in week 5 and covers chapters 1–7.
The final exam is cumulative and takes place during finals week.

Course Policies
Late homework loses 10% per day.
Attendance at labs is required to pass the course.
`;

describe('parseSyllabus', () => {
  it('reads the learning objectives as a list without their numbering or lead-in', () => {
    expect(parseSyllabus(biology101).learningObjectives).toEqual([
      'Describe the structure and function of prokaryotic and eukaryotic cells.',
      'Explain how energy flows through photosynthesis and cellular respiration.',
      'Apply Mendelian genetics to predict inheritance patterns.',
    ]);
  });

  it('reads the schedule as topics, without week numbers, readings or exam weeks', () => {
    expect(parseSyllabus(biology101).topics).toEqual([
      'Introduction to Cells',
      'Cell Membranes and Transport',
      'Cellular Respiration',
      'Photosynthesis',
      'Mendelian Genetics',
      'DNA Replication',
    ]);
  });

  it('reads the grading weights', () => {
    expect(parseSyllabus(biology101).gradingBreakdown).toBe(
      'Homework 20%; Lab reports 15%; Midterm exam 25%; Final exam 40%',
    );
  });

  it('reads what it says about exams', () => {
    expect(parseSyllabus(biology101).examInfo).toBe(
      'The midterm exam is in week 5 and covers chapters 1–7. The final exam is cumulative and takes place during finals week.',
    );
  });

  it('reads policies as key points', () => {
    expect(parseSyllabus(biology101).keyPoints).toEqual([
      'Late homework loses 10% per day.',
      'Attendance at labs is required to pass the course.',
    ]);
  });

  it('reads headings and content on the same line, with bullets and dates', () => {
    const data = parseSyllabus(`ECON 2010 Principles of Microeconomics
COURSE OUTCOMES
• Use supply and demand to analyse markets
• Explain the behaviour of firms in competitive markets
TENTATIVE CALENDAR
Sep 4 – Scarcity and Choice
Sep 11 – Supply and Demand
Sep 18 – Elasticity
Grading: Problem sets 30%, Midterm 30%, Final 40%
`);
    expect(data.learningObjectives).toEqual([
      'Use supply and demand to analyse markets',
      'Explain the behaviour of firms in competitive markets',
    ]);
    expect(data.topics).toEqual(['Scarcity and Choice', 'Supply and Demand', 'Elasticity']);
    expect(data.gradingBreakdown).toBe('Problem sets 30%, Midterm 30%, Final 40%');
  });

  it('finds nothing in text that is not a syllabus', () => {
    expect(
      parseSyllabus(
        'It was a bright cold day in April, and the clocks were striking thirteen. Winston Smith hurried home.',
      ),
    ).toEqual({});
  });
});

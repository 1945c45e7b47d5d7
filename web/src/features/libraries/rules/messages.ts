/** The libraries' fixed texts (docs/product.md, "Messages"). */

// Opening a library
export const LIBRARY_NOT_DIRECT = 'Unable to access this library directly. Please select it from your subscriptions.';
export const LOGIN_TO_VIEW_TESTS = 'Please login or signup to view the tests';
export const LOGIN_TO_VIEW_CONTENT = 'Please login to view this content';
// A library's own call failed (the mains series, which has no list text of its own) for a
// reason other than a refusal the server explained.
export const LIBRARY_ACCESS_FAILED = 'Unable to access this library. Please try again.';
export const SUBSCRIBE_TO_ACCESS = 'Subscribe to Access';

// Downloads
export const DOWNLOAD_STARTED = 'Download started successfully';
export const DOWNLOADING = 'Downloading...';
// A download of a file without a label of its own (a video's PDF, the learner's answer) failed.
export const DOWNLOAD_PDF_FAILED = 'Failed to download PDF. Please try again.';

// Notes
export const NOTES_LOAD_FAILED = 'Failed to fetch notes library';
export const NO_NOTES = 'No Notes found for this subscription.';
export const NO_ATTACHMENTS = 'No attachments available';

// Prelims tests
export const TESTS_LOAD_FAILED = 'Failed to load tests. Please try again later.';
export const NO_TESTS = 'No tests found for this subscription.';
export const NO_DISCUSSION_VIDEO = 'Discussion video is not available for this test';
export const DISCUSSION_VIDEO_FAILED = 'Unable to load discussion video. Please try again later.';
export const AFTER_SUBMIT_HINT = 'Available after you submit the test';
// An addition of ours: the question paper is the test itself, so it opens with the test's clock.
export const AFTER_START_HINT = 'Opens when you start the test';
// An addition of ours: a file the test simply does not have.
export const NOT_AVAILABLE = 'Not available for this test';

// Mains tests
export const NO_TEST_SERIES = 'No test series found for this subscription';
export const ANSWER_UPLOADED = 'Answer uploaded successfully';
export const UPLOAD_FAILED = 'Failed to upload answer sheet';
export const LOGIN_TO_UPLOAD = 'You must be logged in to upload answers';
export const MODEL_ANSWER_LATER = 'Model answer opens when the window closes';

// Videos
export const VIDEO_LIBRARIES_LOAD_FAILED = 'Failed to load video libraries. Please try again later.';
export const NO_VIDEO_LIBRARIES = 'No video libraries available for this subscription.';
export const NO_VIDEOS = 'No videos found in this library.';
// An addition of ours: the videos list's own failure, worded like the video libraries' one.
export const VIDEOS_LOAD_FAILED = 'Failed to load videos. Please try again later.';
export const VIDEOS_NOT_ACCESSIBLE = 'Unable to access videos. Please try again from your subscriptions.';
export const VIDEO_NOT_FOUND = 'Video information not found';
export const PLAYBACK_FAILED = 'Failed to get video playback URL. Please try again.';
// Play without the video's subscription (the server refuses: it ended, or was never the learner's).
export const PLAY_WITHOUT_SUBSCRIPTION = 'Unable to play video. Missing subscription information.';
export const NO_VIDEO_PDF = 'PDF attachment not available for this video.';

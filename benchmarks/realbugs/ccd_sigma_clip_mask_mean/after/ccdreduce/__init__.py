from ccdreduce.stack import combine_frames

__all__ = ["combine_frames"]

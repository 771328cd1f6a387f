from segtools.batch import batch_segment_stats

__all__ = ["batch_segment_stats"]

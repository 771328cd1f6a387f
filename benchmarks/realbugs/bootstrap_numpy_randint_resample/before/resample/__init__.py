from resample.bootstrap import Bootstrap

__all__ = ["Bootstrap"]

from sigstats.reduce import channel_floor, quieter_of

__all__ = ["channel_floor", "quieter_of"]

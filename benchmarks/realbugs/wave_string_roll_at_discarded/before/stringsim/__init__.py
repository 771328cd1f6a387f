from stringsim.string import PluckedString

__all__ = ["PluckedString"]

from gymlite.targets import Banana

__all__ = ["Banana"]

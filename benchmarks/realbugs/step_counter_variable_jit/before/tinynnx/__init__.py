from tinynnx.variables import Variable
from tinynnx.counter import StepCounter

__all__ = ["StepCounter", "Variable"]

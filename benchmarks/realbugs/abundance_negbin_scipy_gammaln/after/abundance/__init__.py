from abundance.fitting import GradientAscent
from abundance.glm import NegativeBinomialGLM

__all__ = ["GradientAscent", "NegativeBinomialGLM"]

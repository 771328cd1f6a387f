from msgpass.messages import GammaMessage, NormalMessage

__all__ = ["GammaMessage", "NormalMessage"]

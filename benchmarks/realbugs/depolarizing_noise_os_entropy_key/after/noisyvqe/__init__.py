from noisyvqe.circuit import prepare_state
from noisyvqe.noise import BitFlipNoise

__all__ = ["BitFlipNoise", "prepare_state"]

import numpy as np


def normalize_advantages(advantages, eps=1e-8):
    """Per-minibatch advantage normalization, as in most PPO implementations."""
    centered = advantages - advantages.mean()
    return centered / np.sqrt(advantages.var() + eps)  # expect: JXL401

import numpy as np


def make_moons(n=512, noise=0.1, seed=0):
    rng = np.random.default_rng(seed)
    half = n // 2
    angles = rng.uniform(0.0, np.pi, size=half)
    upper = np.stack([np.cos(angles), np.sin(angles)], axis=1)
    lower = np.stack([1.0 - np.cos(angles), 0.5 - np.sin(angles)], axis=1)
    x = np.concatenate([upper, lower]) + rng.normal(0.0, noise, size=(2 * half, 2))
    y = np.concatenate([np.zeros(half), np.ones(half)])
    return x.astype(np.float32), y.astype(np.float32)

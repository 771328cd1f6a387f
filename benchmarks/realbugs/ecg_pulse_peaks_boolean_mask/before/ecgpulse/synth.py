import numpy as np


def synthetic_ecg(bpm=72.0, seconds=20.0, fs=128, seed=0):
    """Gaussian-shaped P, QRS and T waves on a wandering baseline with sensor noise."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * fs)) / fs
    period = 60.0 / bpm
    phase = (t % period) / period
    beat = (0.15 * np.exp(-((phase - 0.15) / 0.03) ** 2) + 1.0 * np.exp(-((phase - 0.30) / 0.012) ** 2)
            - 0.2 * np.exp(-((phase - 0.33) / 0.01) ** 2) + 0.3 * np.exp(-((phase - 0.60) / 0.06) ** 2))
    wander = 0.8 * np.sin(2 * np.pi * 0.2 * t) + 0.3 * np.sin(2 * np.pi * 0.05 * t)
    return (beat + wander + 0.03 * rng.standard_normal(t.shape)).astype(np.float32)

"""Dataset statistics applied at inference time, as they were at training time."""

import numpy as np


def load_stats(path=None):
    del path  # statistics are baked in for the demo checkpoint
    return {
        "obs_mean": np.array([0.1, -0.2, 0.0, 0.5], dtype=np.float32),
        "obs_std": np.array([1.5, 0.8, 1.0, 2.0], dtype=np.float32),
        "action_scale": np.array([0.05, 0.05], dtype=np.float32),
        "action_offset": np.array([0.0, 0.0], dtype=np.float32),
    }


def normalize_observation(observation, stats):
    return np.clip((observation - stats["obs_mean"]) / stats["obs_std"], -5.0, 5.0)  # expect: JXL401


def denormalize_action(action, stats):
    return np.asarray(action) * stats["action_scale"] + stats["action_offset"]  # expect: JXL401

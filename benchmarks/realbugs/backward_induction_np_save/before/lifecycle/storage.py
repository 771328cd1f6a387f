import os

import numpy as np


def period_path(out_dir, period):
    return os.path.join(out_dir, f"values_{period:03d}.npy")


def save_period(out_dir, period, values):
    """Keep each period's value function on disk instead of holding all of them in memory."""
    np.save(period_path(out_dir, period), values)  # expect: JXL203, JXL401

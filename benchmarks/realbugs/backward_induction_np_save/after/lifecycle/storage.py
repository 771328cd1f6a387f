import os
from functools import partial

import numpy as np
from jax.experimental import io_callback


def period_path(out_dir, period):
    return os.path.join(out_dir, f"values_{period:03d}.npy")


def _write(path, values):
    np.save(path, np.asarray(values))


def save_period(out_dir, period, values):
    """Keep each period's value function on disk; the write runs on the host, with the computed values."""
    io_callback(partial(_write, period_path(out_dir, period)), None, values, ordered=True)

import os

import numpy as np

PROBE_DIR = os.environ.get("PROBE_DIR", "probes")


def save_representation(name, x):
    """Keep a layer's output on disk, to study how the representations change during fine-tuning."""
    os.makedirs(PROBE_DIR, exist_ok=True)
    np.save(os.path.join(PROBE_DIR, f"{name}.npy"), x)  # expect: JXL203, JXL401

"""Snapshot output of the particle positions."""

import os

import numpy as np


class SnapshotWriter:
    def __init__(self, directory):
        self.directory = directory
        self.saved = 0

    def save(self, positions):
        np.save(os.path.join(self.directory, f"snap_{self.saved:04d}.npy"), np.asarray(positions))
        self.saved += 1

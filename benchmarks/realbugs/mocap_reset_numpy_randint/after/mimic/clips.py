"""Reference motion clips, loaded once and stored as a stacked NumPy array (clip, frame, joint)."""

import numpy as np


class ClipLibrary:
    def __init__(self, clips):
        self.clips = np.stack([np.asarray(clip, dtype=np.float32) for clip in clips])

    def __len__(self):
        return self.clips.shape[0]

    def __getitem__(self, index):
        return self.clips[index]


def synthetic_library(num_clips, num_frames, num_joints, seed=0):
    rng = np.random.default_rng(seed)
    phases = rng.uniform(0, 2 * np.pi, size=(num_clips, 1, num_joints))
    t = np.linspace(0, 2 * np.pi, num_frames)[None, :, None]
    return ClipLibrary(list(np.sin(t + phases)))

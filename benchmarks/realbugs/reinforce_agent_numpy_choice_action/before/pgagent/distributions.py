import numpy as np


def sample_action(probs):
    p = np.asarray(probs)  # expect: JXL401
    return np.random.choice(p.shape[-1], p=p)  # expect: JXL402

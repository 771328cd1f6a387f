import numpy as np


def tapped_delay_rows(signal, n_taps):
    """Regressor rows [s_t, s_{t-1}, ..., s_{t-n+1}] with zeros before the start."""
    padded = np.concatenate([np.zeros(n_taps - 1), signal])
    return np.stack([padded[t:t + n_taps][::-1] for t in range(len(signal))])

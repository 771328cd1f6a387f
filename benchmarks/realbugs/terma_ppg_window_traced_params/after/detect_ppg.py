import jax.numpy as jnp
import numpy as np

from terma.detector import bandlimit, blocks_of_interest, count_events
from terma.params import TermaParams


def synthetic_ppg(bpm=75.0, seconds=30.0, fs=125, seed=1):
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * fs)) / fs
    phase = (t * bpm / 60.0) % 1.0
    pulse = np.exp(-((phase - 0.2) / 0.08) ** 2) + 0.35 * np.exp(-((phase - 0.5) / 0.1) ** 2)
    drift = 0.5 * np.sin(2 * np.pi * 0.1 * t)
    return (pulse + drift + 0.02 * rng.standard_normal(t.shape)).astype(np.float32)


def main(fs=125, seconds=30.0, heart_rates=(60.0, 75.0, 110.0)):
    params = TermaParams()
    counts = []
    for bpm in heart_rates:
        ppg = bandlimit(jnp.asarray(synthetic_ppg(bpm, seconds, fs)), fs)
        blocks = blocks_of_interest(ppg, params)
        counts.append(count_events(blocks, min_width=params.w1 // 2))
        expected = bpm * seconds / 60
        print(f"{bpm:.0f} bpm over {seconds:.0f} s: {counts[-1]} systolic peaks (expected about {expected:.0f})")
    return [bpm * seconds / 60 for bpm in heart_rates], counts


if __name__ == "__main__":
    main()

import jax.numpy as jnp

from ecgpulse.detect import PulseDetector
from ecgpulse.synth import synthetic_ecg


def main(recordings=(60.0, 72.0, 95.0)):
    detector = PulseDetector(fs=128)
    measured = []
    for bpm in recordings:
        ecg = jnp.asarray(synthetic_ecg(bpm=bpm, fs=128))
        measured.append(float(detector.pulse(ecg)))
        print(f"recording at {bpm:.0f} bpm: detected pulse {measured[-1]:.1f} bpm")
    return list(recordings), measured


if __name__ == "__main__":
    main()

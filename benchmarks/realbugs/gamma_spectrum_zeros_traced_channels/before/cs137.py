import jax
import jax.numpy as jnp

from spectro import Detector, PulseHeightSpectrum


def main():
    detector = Detector(resolution_kev=20.0)
    spectrum = PulseHeightSpectrum(detector, channel_width_kev=10.0)
    key_lines, key_measure = jax.random.split(jax.random.PRNGKey(7))
    lines = jnp.array([32.0, 661.7])
    energies = jax.random.choice(key_lines, lines, (5000,), p=jnp.array([0.1, 0.9]))
    return spectrum(energies, key_measure)


if __name__ == "__main__":
    counts = main()
    print("photopeak channel:", int(counts.argmax()))

import jax.numpy as jnp

from audio.fir import LowpassFIR


def tone_level(signal, frequency, sample_rate):
    """Amplitude of one frequency in the signal, from its correlation with a complex exponential."""
    t = jnp.arange(signal.shape[0]) / sample_rate
    return float(2 * jnp.abs(jnp.mean(signal * jnp.exp(-2j * jnp.pi * frequency * t))))


def main(sample_rate=44100, duration=0.5):
    t = jnp.arange(int(sample_rate * duration)) / sample_rate
    signal = 0.4 * jnp.sin(2 * jnp.pi * 441 * t) + 0.4 * jnp.sin(2 * jnp.pi * 8820 * t)
    lowpass = LowpassFIR(cutoff=2000.0, sample_rate=sample_rate)
    output = lowpass(signal)
    levels = {f: tone_level(output, f, sample_rate) for f in (441, 8820)}
    print(f"441 Hz: {levels[441]:.3f}, 8820 Hz: {levels[8820]:.5f}")
    return levels


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from kws.features import LogMelExtractor


def synthetic_clips(key, num_clips=4, sample_rate=16000, seconds=1.0):
    t = jnp.arange(int(sample_rate * seconds)) / sample_rate
    k_freq, k_noise = jax.random.split(key)
    freqs = jax.random.uniform(k_freq, (num_clips, 1), minval=200.0, maxval=1200.0)
    tone = jnp.sin(2 * jnp.pi * freqs * t) * jnp.exp(-3.0 * t)
    return tone + 0.01 * jax.random.normal(k_noise, tone.shape)


def main():
    extractor = LogMelExtractor()
    clips = synthetic_clips(jax.random.PRNGKey(3))
    quiet = 0.05 * clips
    loud = extractor.batch(clips)
    soft = extractor.batch(quiet)
    print("feature shape:", loud.shape, "max difference quiet/loud:", float(jnp.max(jnp.abs(loud - soft))))
    return loud, soft


if __name__ == "__main__":
    main()

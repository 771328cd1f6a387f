import functools

import jax

from smoothing.measure import attenuation_db
from smoothing.onepole import onepole


def main(cutoffs=(250.0, 500.0, 1000.0, 2000.0, 4000.0), sample_rate=44100.0, seconds=0.25):
    """White noise through the one-pole lowpass at several cutoffs: about 6 dB less attenuation per octave up."""
    noise = jax.random.normal(jax.random.PRNGKey(0), (int(sample_rate * seconds),))
    results = {}
    for cutoff in cutoffs:
        lowpass = jax.jit(functools.partial(onepole, cutoff=cutoff, sample_rate=sample_rate))  # expect: JXL501
        results[cutoff] = float(attenuation_db(noise, lowpass(noise)))
        print(f"cutoff {cutoff:6.0f} Hz: {results[cutoff]:6.2f} dB")
    return results


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp

from sigproc.pipeline import PulseCounter


def synthetic_trace(key, n, pulse_times):
    t = jnp.arange(n)
    pulses = sum(jnp.where(t >= p, jnp.exp(-(t - p) / 6.0), 0.0) for p in pulse_times)
    drift = 0.002 * t
    return 2.0 * pulses + drift + 0.05 * jax.random.normal(key, (n,))


def main():
    trace = synthetic_trace(jax.random.key(0), 240, [30, 90, 150, 200])
    counter = PulseCounter(baseline_decay=0.98, smoothing_decay=0.5, threshold=0.6)
    n_pulses = counter.count(trace)
    print("pulses found:", n_pulses)
    return n_pulses


if __name__ == "__main__":
    main()

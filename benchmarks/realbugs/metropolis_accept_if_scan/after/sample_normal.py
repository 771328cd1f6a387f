import jax
import jax.numpy as jnp

from mhsampler import Chain, RandomWalkMetropolis, make_target_log_prob

MU, SIGMA = 2.0, 0.5


def main(num_samples=20000):
    kernel = RandomWalkMetropolis(make_target_log_prob(MU, SIGMA), step_size=1.0)
    chain = Chain(kernel, num_samples)
    samples, acceptance = chain.run(jax.random.PRNGKey(42), jnp.float32(0.0))
    return samples[num_samples // 10:], acceptance


if __name__ == "__main__":
    samples, acceptance = main()
    print(f"mean {float(samples.mean()):.3f} std {float(samples.std()):.3f} acceptance {float(acceptance):.2f}")

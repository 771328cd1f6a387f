import jax
import jax.numpy as jnp

from hmckit.kernel import HMCKernel
from hmckit.targets import CorrelatedGaussian


def main(num_samples=5):
    target = CorrelatedGaussian([[2.0, -0.9], [-0.9, 1.0]])
    kernel = HMCKernel(target, step_size=0.2, num_steps=10)
    q, samples = jnp.zeros(2), []
    for key in jax.random.split(jax.random.PRNGKey(0), num_samples):
        q = kernel.transition(q, key)
        samples.append(q)
    return jnp.stack(samples)


if __name__ == "__main__":
    print(main())

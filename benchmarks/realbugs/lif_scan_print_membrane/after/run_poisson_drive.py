import jax
import jax.numpy as jnp

from snnsim.simulate import run


def main():
    k_in, k_w0, k_w1 = jax.random.split(jax.random.key(1), 3)
    inputs = (jax.random.uniform(k_in, (40, 16)) < 0.3).astype(jnp.float32)
    weights = (0.4 * jax.random.normal(k_w0, (16, 32)), 0.4 * jax.random.normal(k_w1, (32, 4)))
    hidden, output = run(weights, 0.9, 1.0, inputs)
    hidden.block_until_ready()
    print("hidden rate", float(hidden.mean()), "output rate", float(output.mean()))
    return hidden, output


if __name__ == "__main__":
    main()

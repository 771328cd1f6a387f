import jax
import jax.numpy as jnp

from probe import ACTIVATIONS, MLP, remember


def main():
    model = MLP([4, 16, 16, 1])
    params = model.init(jax.random.PRNGKey(0))
    forward = jax.jit(model)
    outputs, activations = forward(params, jax.random.normal(jax.random.PRNGKey(1), (32, 4)))
    remember(activations)
    saturation = {name: float(jnp.mean(jnp.abs(value) > 0.95)) for name, value in ACTIVATIONS.items()}
    return outputs, saturation


if __name__ == "__main__":
    print(main()[1])

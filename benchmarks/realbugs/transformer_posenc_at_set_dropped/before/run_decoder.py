import jax
import jax.numpy as jnp

from jaxformer.decoder import Decoder


def main():
    model = Decoder(vocab_size=20)
    params = model.init(jax.random.PRNGKey(0))
    forward = jax.jit(model.__call__)
    return forward(params, jnp.full((8,), 3, dtype=jnp.int32))


if __name__ == "__main__":
    print(main())

"""Run the compiled model over a few batches while watching its activations."""

import jax

from tinynet.model import apply_mlp, init_mlp

predict = jax.jit(apply_mlp)


def main():
    params = init_mlp(jax.random.PRNGKey(0), [8, 32, 4])
    outputs = []
    for key in jax.random.split(jax.random.PRNGKey(1), 3):
        outputs.append(predict(params, jax.random.normal(key, (16, 8))))
    jax.effects_barrier()
    return outputs


if __name__ == "__main__":
    main()

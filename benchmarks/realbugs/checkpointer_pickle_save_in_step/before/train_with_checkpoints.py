import tempfile

import jax
import jax.numpy as jnp

from ckptrun.checkpointing import PickleCheckpointer
from ckptrun.loop import TrainLoop, TrainState


def squared_error(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def main(num_steps=6, save_every=2):
    x = jax.random.normal(jax.random.PRNGKey(0), (32, 3))
    y = x @ jnp.array([0.5, -1.0, 2.0]) + 0.3
    directory = tempfile.mkdtemp()
    checkpointer = PickleCheckpointer(directory, save_every)
    loop = TrainLoop(squared_error, checkpointer, learning_rate=0.1)
    state = TrainState(jnp.zeros((), jnp.int32), {"w": jnp.zeros(3), "b": jnp.zeros(())})
    loop.run(state, (x, y), num_steps)
    return checkpointer.saved_steps()


if __name__ == "__main__":
    print(main())

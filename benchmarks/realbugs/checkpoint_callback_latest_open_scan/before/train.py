import sys

import jax

from ckptfit.callbacks import CheckpointCallback
from ckptfit.fit import Fitter
from ckptfit.model import LinearRegressor


def main(directory):
    key_x, key_w, key_init = jax.random.split(jax.random.PRNGKey(0), 3)
    x = jax.random.normal(key_x, (128, 5))
    y = x @ jax.random.normal(key_w, (5,)) + 0.3
    model = LinearRegressor()
    checkpoints = CheckpointCallback(directory)
    params, losses = Fitter(model, callbacks=[checkpoints]).fit(model.init(key_init, 5), x, y, num_epochs=20)
    jax.block_until_ready(losses)
    return checkpoints, losses


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else "checkpoints")[0].latest_epoch())

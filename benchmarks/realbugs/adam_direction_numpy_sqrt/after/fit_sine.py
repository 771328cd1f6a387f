import jax
import jax.numpy as jnp

from tinyopt.adam import Adam, apply_updates
from tinyopt.mlp import init_mlp, mse


class Regressor:
    def __init__(self, optimizer):
        self.optimizer = optimizer
        self.step = jax.jit(self._step)

    def _step(self, params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = self.optimizer.update(grads, opt_state)
        return apply_updates(params, updates), opt_state, loss


def main(steps=200):
    x = jnp.linspace(-3.0, 3.0, 128)[:, None]
    y = jnp.sin(x[:, 0])
    params = init_mlp(jax.random.PRNGKey(0), [1, 32, 32, 1])
    regressor = Regressor(Adam(learning_rate=1e-2))
    opt_state = regressor.optimizer.init(params)
    losses = []
    for _ in range(steps):
        params, opt_state, loss = regressor.step(params, opt_state, x, y)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main()[-1])

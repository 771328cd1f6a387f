import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


class Trainer:
    def __init__(self, writer, learning_rate=0.1):
        self.writer = writer
        self.learning_rate = learning_rate
        self.train_step = jax.jit(self._train_step)
        self.eval_step = jax.jit(self._eval_step)

    def _train_step(self, params, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def _eval_step(self, params, step, x, y):
        val_loss = loss_fn(params, x, y)
        self.writer.write_scalars(step, {"val_loss": val_loss})
        return val_loss

    def fit(self, params, train, val, num_epochs):
        best = None
        for epoch in range(num_epochs):
            params, _ = self.train_step(params, *train)
            val_loss = float(self.eval_step(params, epoch, *val))
            if best is None or val_loss < best[1]:
                best = (epoch, val_loss)
        return params, best

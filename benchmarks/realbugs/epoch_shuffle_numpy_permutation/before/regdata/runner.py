import jax
import jax.numpy as jnp

from regdata.sampling import shuffled_indices, to_batches


class EpochRunner:
    """Runs one shuffled epoch of minibatch SGD on a linear regressor as a single compiled scan."""

    def __init__(self, batch_size, learning_rate):
        self.batch_size = batch_size
        self.learning_rate = learning_rate
        self._run_epoch = jax.jit(self.run_epoch)

    def loss(self, w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    def sgd_step(self, w, batch):
        x, y = batch
        loss, grad = jax.value_and_grad(self.loss)(w, x, y)
        return w - self.learning_rate * grad, loss

    def run_epoch(self, w, xs, ys):
        order = shuffled_indices(xs.shape[0])
        batches = (to_batches(xs, order, self.batch_size), to_batches(ys, order, self.batch_size))
        w, losses = jax.lax.scan(self.sgd_step, w, batches)
        return w, losses, order

    def fit(self, w, xs, ys, epochs):
        orders = []
        for _ in range(epochs):
            w, losses, order = self._run_epoch(w, xs, ys)
            orders.append(order)
        return w, orders

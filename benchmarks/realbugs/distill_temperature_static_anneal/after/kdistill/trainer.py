import jax

from .losses import distillation_loss
from .nets import mlp_apply


@jax.jit
def distill_step(student, teacher, x, y, lr, alpha, temperature):
    def loss_fn(params):
        return distillation_loss(mlp_apply(params, x), mlp_apply(teacher, x), y, temperature, alpha)

    loss, grads = jax.value_and_grad(loss_fn)(student)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, student, grads), loss


class Distiller:
    """Trains a student on a frozen teacher's softened predictions, annealing the temperature per epoch."""

    def __init__(self, teacher, initial_temperature=4.0, decay=0.8, alpha=0.7, lr=0.1, batch_size=128):
        self.teacher = teacher
        self.initial_temperature = initial_temperature
        self.decay = decay
        self.alpha = alpha
        self.lr = lr
        self.batch_size = batch_size

    def temperature(self, epoch):
        return max(1.0, self.initial_temperature * self.decay ** epoch)

    def fit(self, student, x, y, num_epochs, first_epoch=0):
        losses = []
        for epoch in range(first_epoch, first_epoch + num_epochs):
            temperature = self.temperature(epoch)
            for start in range(0, x.shape[0], self.batch_size):
                xb, yb = x[start:start + self.batch_size], y[start:start + self.batch_size]
                student, loss = distill_step(student, self.teacher, xb, yb, self.lr, self.alpha,
                                             temperature=temperature)
            losses.append(float(loss))
        return student, losses

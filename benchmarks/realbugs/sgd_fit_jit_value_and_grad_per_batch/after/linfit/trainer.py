import jax


class SGDTrainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(self.model.loss))

    def fit(self, coeffs, batches):
        losses = []
        for x, y in batches:
            loss, grad = self._loss_and_grad(coeffs, x, y)
            coeffs = coeffs - self.learning_rate * grad
            losses.append(loss)
        return coeffs, losses

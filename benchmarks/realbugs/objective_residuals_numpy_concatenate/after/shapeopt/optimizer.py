"""Gradient descent with backtracking on an ObjectiveFunction."""


class Optimizer:
    def __init__(self, step_size, shrink, maxiter):
        self.step_size = step_size
        self.shrink = shrink
        self.maxiter = maxiter

    def optimize(self, objective, x0):
        x = x0
        value = float(objective.value(x))
        history = [value]
        for _ in range(self.maxiter):
            grad = objective.grad(x)
            step = self.step_size
            while step > 1e-10:
                candidate = x - step * grad
                candidate_value = float(objective.value(candidate))
                if candidate_value < value:
                    x, value = candidate, candidate_value
                    break
                step *= self.shrink
            history.append(value)
        return x, history

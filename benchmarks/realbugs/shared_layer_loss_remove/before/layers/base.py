"""Layers that register auxiliary losses in the scope of one forward pass."""


class LossScope:
    def __init__(self):
        self.losses = []


class Layer:
    def __init__(self):
        self._own_losses = []

    def __call__(self, x, scope):
        # A layer called again in the same pass replaces its earlier losses.
        self._clear_losses(scope)
        return self.call(x, scope)

    def add_loss(self, value, scope):
        self._own_losses.append(value)
        scope.losses.append(value)

    def _clear_losses(self, scope):
        for loss in self._own_losses:
            scope.losses.remove(loss)  # expect: JXL103
        self._own_losses = []

    def call(self, x, scope):
        raise NotImplementedError

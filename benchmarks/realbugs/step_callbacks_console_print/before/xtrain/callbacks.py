import dataclasses
from collections import defaultdict


@dataclasses.dataclass
class StepState:
    global_step: int
    epoch: int
    metrics: dict


class CallbackManager:
    """Event -> handlers registry; the trainer fires step_end, epoch_end and train_end."""

    def __init__(self):
        self._handlers = defaultdict(list)

    def on(self, event):
        def register(fn):
            self._handlers[event].append(fn)
            return fn

        return register

    def fire(self, event, state):
        for handler in self._handlers[event]:
            handler(state)

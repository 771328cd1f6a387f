import jax.numpy as jnp

JOINT_DELTAS = [
    (0.0, 0.0),
    (0.1, 0.0),
    (-0.1, 0.0),
    (0.0, 0.1),
    (0.0, -0.1),
]


class DiscreteActionMap:
    """Maps the index of a discrete action to the joint increments it commands."""

    def __init__(self, table):
        self.table = table

    @property
    def num_actions(self):
        return len(self.table)

    def __getitem__(self, index):
        return jnp.asarray(self.table[index])  # expect: JXL104

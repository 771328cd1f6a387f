import numpy as np


class Record:
    def __init__(self, fields, values):
        self.fields = fields
        self.values = values

    def __repr__(self):
        shown = ", ".join(f"{name}={value}" for name, value in zip(self.fields, np.asarray(self.values)))
        return f"Record({shown})"

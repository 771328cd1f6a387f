class FieldProbe:
    """Records Ex at one cell over time, like a point detector."""

    def __init__(self, cell):
        self.cell = cell
        self.samples = []

    def record(self, value):
        self.samples.append(value)

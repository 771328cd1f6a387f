class PiecewiseConstantSchedule:
    """values[0] before boundaries[0], values[1] until boundaries[1], ..., values[-1] afterwards."""

    def __init__(self, boundaries, values):
        assert len(values) == len(boundaries) + 1
        self.boundaries = tuple(boundaries)
        self.values = tuple(values)

    def __call__(self, step):
        for boundary, value in zip(self.boundaries, self.values):
            if step < boundary:  # expect: JXL101
                return value
        return self.values[-1]

class ThresholdDetector:
    """Counts an action potential when the membrane voltage crosses `threshold` upwards."""

    def __init__(self, threshold=0.0):
        self.threshold = threshold

    def crossed(self, v_prev, v):
        return v_prev < self.threshold and v >= self.threshold  # expect: JXL103

"""Settings of one evaluation pass over the validation split."""


class EvalConfig:
    def __init__(self, temperature=1.0, top_k=5, label_smoothing=0.0):
        self.temperature = temperature
        self.top_k = top_k
        self.label_smoothing = label_smoothing

    def __repr__(self):
        return f"EvalConfig(temperature={self.temperature}, top_k={self.top_k})"

class TrajectoryRecorder:
    """Keeps every state a simulation produced, for plotting afterwards."""

    def __init__(self):
        self.frames = []

    def record(self, state):
        self.frames.append(state)  # expect: JXL202
